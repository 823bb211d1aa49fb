# Mistake: "for any number of leading batch dimensions (none, one or several ...), whatever the input's memory layout" — the leading dimensions are flattened with .view(-1, in_features), which raises on a transposed (B, S, I) input (x.transpose(0, 1) of a contiguous (S, B, I) tensor) because those dimensions cannot be merged without a copy.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        flat = x.view(-1, self.weight.shape[1])          # one matmul for every batch layout
        out = torch.addmm(self.bias, flat, self.weight.T)
        return out.view(*lead, self.weight.shape[0])
