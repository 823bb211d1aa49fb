# Mistake: "The pitfall is `ForgottenWeight`: a plain tensor, with or without `requires_grad=True`" — weight is a tensor attribute, not a parameter: the optimizer never sees it, .to() does not move it, state_dict() lacks it
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = (torch.randn(out_features, in_features) / math.sqrt(in_features)).requires_grad_()
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
