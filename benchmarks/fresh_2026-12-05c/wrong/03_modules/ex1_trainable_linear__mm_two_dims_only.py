# Mistake: "which must work for any number of leading batch dimensions (none, one or several ...)" — torch.mm accepts only 2-D input, so (I,) and (B, N, I) raise
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.mm(x, self.weight.t()) + self.bias
