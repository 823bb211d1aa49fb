# Mistake: "Three pitfalls: plain tensor attributes (not saved, not moved)" — mean and std are plain attributes, missing from state_dict() and left behind by .to()
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.mean = mean.clone()
        self.std = std.clone()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
