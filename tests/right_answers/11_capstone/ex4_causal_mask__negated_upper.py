# Approach: the complement of the strict upper triangle (the future), built on the CPU and moved.
def causal_mask(size, device=None):
    future = torch.triu(torch.ones(size, size, dtype=torch.bool), diagonal=1)
    return (~future).to(device)
