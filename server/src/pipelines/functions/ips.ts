// cidr_match (to_ip and is_ip are with the conversions).
import { parseIpSubnet, subnetContains, type IpSubnet } from '../values';
import { ipArg, stringArg } from './args';
import { defineFunction, param } from './define';

const subnets = new Map<string, IpSubnet>();
const SUBNET_CACHE_SIZE = 500;

function cachedSubnet(cidr: string): IpSubnet {
  let subnet = subnets.get(cidr);
  if (!subnet) {
    subnet = parseIpSubnet(cidr);
    if (subnets.size >= SUBNET_CACHE_SIZE) subnets.clear();
    subnets.set(cidr, subnet);
  }
  return subnet;
}

export const cidrMatch = defineFunction({
  name: 'cidr_match',
  description: 'Whether an IP address lies in a subnet given in CIDR notation (e.g. 10.0.0.0/8)',
  returnType: 'Boolean',
  pure: false,
  params: [
    param('cidr', 'String', 'The subnet in CIDR notation', { transformed: 'org.graylog2.utilities.IpSubnet' }),
    param('ip', 'IpAddress', 'The address to check (see to_ip)'),
  ],
  checkConstantArgs(constants) {
    const cidr = constants.cidr;
    if (typeof cidr !== 'string') return undefined;
    try {
      parseIpSubnet(cidr);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  },
  invoke(args) {
    const cidr = stringArg(args, 'cidr');
    const ip = ipArg(args, 'ip');
    if (cidr === null || ip === null) return null;
    return subnetContains(cachedSubnet(cidr), ip);
  },
});
