# Right: scales the draw with torch.randn(...).mul_(in_features ** -0.5) and computes the forward with torch.einsum over an ellipsis of leading dimensions
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features).mul_(in_features ** -0.5))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.einsum("...i,oi->...o", x, self.weight) + self.bias
