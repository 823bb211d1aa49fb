# Right: builds the mask by comparing two aranges made on the same `device` (a broadcast comparison returns bool), no ones/tril.
def causal_mask(size, device=None):
    pos = torch.arange(size, device=device)
    return pos.unsqueeze(1) >= pos.unsqueeze(0)
