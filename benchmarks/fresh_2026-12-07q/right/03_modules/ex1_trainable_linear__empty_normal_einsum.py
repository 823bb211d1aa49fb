# Right: fills an empty default-dtype tensor in place with normal_(0, 1/sqrt(in)) (same distribution from the global generator) and computes forward with einsum over any leading dims.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        w = torch.empty(out_features, in_features)
        w.normal_(0.0, 1.0 / math.sqrt(in_features))
        self.weight = nn.Parameter(w)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.einsum("...i,oi->...o", x, self.weight) + self.bias
