# Right: copies through torch.clone(...detach()) and normalises in place on the fresh tensor made by the subtraction (never on the caller's x), which autograd accepts
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", torch.clone(mean.detach()))
        self.register_buffer("std", torch.clone(std.detach()))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        centred = x - self.mean               # a new tensor with x's shape
        return centred.div_(self.std)
