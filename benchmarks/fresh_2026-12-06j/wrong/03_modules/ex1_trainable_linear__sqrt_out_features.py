# Mistake: "drawn from torch.randn and divided by sqrt(in_features)": divides by sqrt(out_features) (the first dimension of the weight), so the spread is 1/sqrt(O), wrong whenever in_features != out_features (e.g. TrainableLinear(4, 1) gets std 1 instead of 0.5).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        fan = out_features  # weight is (out, in): scale by its first dimension
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(fan))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
