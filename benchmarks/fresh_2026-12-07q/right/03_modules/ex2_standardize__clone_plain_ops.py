# Right: registers mean.clone() and std.clone() (the tests' statistics never require grad) and writes the forward as x.sub(mean).div(std).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        for name, value in (("mean", mean), ("std", std)):
            self.register_buffer(name, value.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.sub(self.mean).div(self.std)
