# Mistake: "gradients must flow back to `x` and `y` when they require grad": the distances are computed under torch.no_grad() (they are "only for nearest neighbours"), so the result has no graph and no gradient reaches x or y.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():                       # distances for lookup: no graph needed
        diff = x.unsqueeze(1) - y.unsqueeze(0)
        return diff.pow(2).sum(dim=2)
