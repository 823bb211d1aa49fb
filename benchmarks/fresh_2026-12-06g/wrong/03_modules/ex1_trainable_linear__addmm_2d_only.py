# Mistake: "forward(x) = x @ weight.T + bias, which must work for any number of leading batch dimensions (none, one or several ...)" — uses torch.addmm, a fused bias + matrix product that accepts 2-D inputs only: right for an (N, I) batch, raises for a single vector (I,) or a (B, N, I) batch
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.addmm(self.bias, x, self.weight.t())
