# Right: registers with register_parameter, scales with in_features ** -0.5, and forwards through F.linear.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.register_parameter("weight", nn.Parameter(torch.randn(out_features, in_features) * in_features ** -0.5))
        self.register_parameter("bias", nn.Parameter(torch.zeros(out_features)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)
