# Mistake: "for any number of leading batch dimensions ... a batch of size 0 or 1 keeps its dimension" and "a sequence of length 0 in (B, S, I)": flattening to 2-D for addmm and reshaping back with `-1` raises on x of shape (B, 0, I) ("cannot reshape tensor of 0 elements ... -1 can be any value")
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        flat = x.reshape(-1, x.shape[-1])                        # (rows, in)
        out = torch.addmm(self.bias, flat, self.weight.t())      # (rows, out)
        return out.reshape(*x.shape[:-1], -1)
