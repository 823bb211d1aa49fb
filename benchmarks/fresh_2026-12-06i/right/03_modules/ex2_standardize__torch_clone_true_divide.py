# Right: registers torch.clone of each detached statistic under an explicit persistent=True, loops over the two names, and uses torch.true_divide(torch.sub(...)) in forward.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        for name, value in (("mean", mean), ("std", std)):
            self.register_buffer(name, torch.clone(value.detach()), persistent=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.true_divide(torch.sub(x, self.mean), self.std)
