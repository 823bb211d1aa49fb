# Mistake: "drawn from `torch.randn` and divided by `sqrt(in_features)` (so its standard deviation is `1/sqrt(in_features)`)": the learner copies nn.Linear's uniform draw on ±1/sqrt(in_features), whose std is 1/sqrt(3*in_features), 1.7x too small; shows on every TrainableLinear(I, O) whose initial spread is measured.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        bound = 1 / math.sqrt(in_features)
        self.weight = nn.Parameter((torch.rand(out_features, in_features) * 2 - 1) * bound)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
