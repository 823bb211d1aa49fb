# Mistake: "drawn from `torch.randn`": uses torch.rand (uniform on [0, 1)), so every initial weight is positive and the std is about 0.29/sqrt(in_features), not 1/sqrt(in_features), for any layer built.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.rand(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
