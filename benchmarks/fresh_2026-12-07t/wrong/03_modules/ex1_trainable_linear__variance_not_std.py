# Mistake: "drawn from `torch.randn` and divided by `sqrt(in_features)` (so its standard deviation is `1/sqrt(in_features)`)": the draw is divided by in_features itself (variance and standard deviation mixed up), so the spread is 1/in_features, too small for every in_features > 1.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features)  # variance 1/in
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
