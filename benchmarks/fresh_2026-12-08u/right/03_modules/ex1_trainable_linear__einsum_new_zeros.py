# Right: forward by torch.einsum with an ellipsis for the leading dimensions; the weight scaled by multiplying with in_features ** -0.5, the bias made with weight.new_zeros (so it follows the weight's default dtype and device).
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        weight = torch.randn(out_features, in_features) * in_features ** -0.5
        self.weight = nn.Parameter(weight)
        self.bias = nn.Parameter(weight.new_zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.einsum("...i,oi->...o", x, self.weight) + self.bias
