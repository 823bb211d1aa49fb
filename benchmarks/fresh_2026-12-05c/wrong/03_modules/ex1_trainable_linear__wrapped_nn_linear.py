# Mistake: "named exactly `weight` and `bias` (not inside a submodule)" — wraps an nn.Linear, so the parameters are lin.weight and lin.bias (and the init is nn.Linear's)
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.lin = nn.Linear(in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(x)
