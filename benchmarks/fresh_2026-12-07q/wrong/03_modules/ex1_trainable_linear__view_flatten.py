# Mistake: "whatever the input's memory layout" -- forward flattens the leading dimensions with .view(-1, I), which raises on a transposed or column-major (B, S, I) input such as torch.randn(S, B, I).transpose(0, 1).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        flat = x.view(-1, self.weight.shape[1])
        out = flat @ self.weight.T + self.bias
        return out.view(*lead, self.weight.shape[0])
