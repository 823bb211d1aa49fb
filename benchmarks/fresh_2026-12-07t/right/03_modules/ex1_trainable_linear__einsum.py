# Right: scales the randn draw in place with mul_ before wrapping it, builds the bias with new_zeros, and computes the forward with einsum over the last index.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        w = torch.randn(out_features, in_features)
        w.mul_(in_features ** -0.5)
        self.weight = nn.Parameter(w)
        self.bias = nn.Parameter(w.new_zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.einsum("...i,oi->...o", x, self.weight) + self.bias
