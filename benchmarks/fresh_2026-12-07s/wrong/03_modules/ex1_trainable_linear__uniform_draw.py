# Mistake: "`weight`: ... drawn from `torch.randn` and divided by `sqrt(in_features)` (so its standard deviation is `1/sqrt(in_features)`)": draws uniformly in [-1/sqrt(I), 1/sqrt(I)] like nn.Linear's init, whose standard deviation is 1/sqrt(3*I), not 1/sqrt(I).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        bound = 1 / math.sqrt(in_features)
        self.weight = nn.Parameter((torch.rand(out_features, in_features) * 2 - 1) * bound)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
