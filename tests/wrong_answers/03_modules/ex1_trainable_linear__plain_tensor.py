# Diagnosis: not-a-parameter
# Pitfall: the weight is a plain tensor; requires_grad=True gives it gradients nobody applies.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        scale = in_features ** 0.5
        self.weight = (torch.randn(out_features, in_features) / scale).requires_grad_()
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
