# Mistake: "drawn from `torch.randn` and divided by `sqrt(in_features)`": `in_features ** 1/2` parses as `(in_features ** 1) / 2`, so the weight is divided by in_features/2; it coincides with sqrt only at in_features = 4, and the spread is wrong for I in {1, 2, 3} (std 2, 1, 0.67 instead of 1, 0.71, 0.58)
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 1/2)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
