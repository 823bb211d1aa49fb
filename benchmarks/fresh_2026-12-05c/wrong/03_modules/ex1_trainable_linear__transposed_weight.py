# Mistake: "keep the shape `(out_features, in_features)`, as `nn.Linear` does: a transposed weight works with `x @ weight`" — weight is stored as (in_features, out_features)
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(in_features, out_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight + self.bias
