# Mistake: "leave x and y unchanged" — centres both inputs in place (sub_) for numerical stability before the broadcast.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    if x.numel() and not x.requires_grad and not y.requires_grad:
        center = x.mean(0)
        x.sub_(center)
        y.sub_(center)
    return ((x.unsqueeze(1) - y.unsqueeze(0)) ** 2).sum(-1)
