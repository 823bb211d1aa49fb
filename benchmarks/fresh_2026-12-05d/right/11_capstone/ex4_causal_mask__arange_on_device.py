# Right: compares key and query positions made on the requested device (None means the default device, as for any factory function): j <= i
def causal_mask(size, device=None):
    i = torch.arange(size, device=device).unsqueeze(1)
    j = torch.arange(size, device=device).unsqueeze(0)
    return (j <= i).contiguous()
