# Mistake: "`weight` ... drawn from `torch.randn` and divided by `sqrt(in_features)` (so its standard deviation is `1/sqrt(in_features)`)": dividing by sqrt(out_features) instead gives the wrong spread whenever in_features != out_features (e.g. TrainableLinear(4, 1): std 1 instead of 0.5); the notebook's test never measures the spread.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / out_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
