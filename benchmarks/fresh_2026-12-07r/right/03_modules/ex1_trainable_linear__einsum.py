# Right: forward with torch.einsum over any leading dims, weight scaled with in_features ** -0.5, registered with register_parameter.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.register_parameter("weight", nn.Parameter(torch.randn(out_features, in_features) * in_features ** -0.5))
        self.register_parameter("bias", nn.Parameter(torch.zeros(out_features)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.einsum("...i,oi->...o", x, self.weight) + self.bias
