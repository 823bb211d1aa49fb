# Mistake: "divided by `sqrt(in_features)` (so its standard deviation is `1/sqrt(in_features)`)": divides by in_features itself, so for I=4 the spread is 1/4 instead of 1/2 (identical only for I=1).
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
