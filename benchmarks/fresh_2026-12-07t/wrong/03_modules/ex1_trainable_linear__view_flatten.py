# Mistake: "for any number of leading batch dimensions ... whatever the input's memory layout": the leading dimensions are flattened with x.view(-1, I), which raises for a transposed or column-major input.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        out = x.view(-1, x.shape[-1]) @ self.weight.T + self.bias   # one matmul over all rows
        return out.view(*lead, -1)
