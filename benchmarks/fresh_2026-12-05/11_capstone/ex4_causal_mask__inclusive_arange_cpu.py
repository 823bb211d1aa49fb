# Mistake: compares two aranges built on the default device and only then moves nothing: device= is ignored when it is given as a string.
def causal_mask(size, device=None):
    i = torch.arange(size)
    mask = i[None, :] <= i[:, None]
    return mask.to(device) if isinstance(device, torch.device) else mask
