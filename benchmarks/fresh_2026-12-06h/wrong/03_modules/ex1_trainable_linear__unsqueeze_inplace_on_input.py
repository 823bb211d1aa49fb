# Mistake: "for any number of leading batch dimensions (none, one or several ...) ... (leave `x` itself unchanged)" — a 1-D input is given its batch dimension with the in-place x.unsqueeze_(0): the caller's tensor becomes (1, I) after the call, and a 1-D leaf that requires grad raises "a leaf Variable that requires grad is being used in an in-place operation".
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        single = x.dim() == 1
        if single:
            x.unsqueeze_(0)                              # treat one sample as a batch of one
        out = x @ self.weight.T + self.bias
        return out[0] if single else out
