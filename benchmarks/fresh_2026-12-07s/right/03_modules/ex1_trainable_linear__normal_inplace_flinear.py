# Right: draws with an in-place normal_(std=1/sqrt(I)) from the global generator (same distribution as randn/sqrt(I)) and computes forward with F.linear.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features).normal_(0.0, 1.0 / math.sqrt(in_features)))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)
