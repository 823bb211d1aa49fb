# Right: empty parameters filled by nn.init under the hood, forward through F.linear.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.register_parameter("weight", nn.Parameter(torch.empty(out_features, in_features)))
        self.register_parameter("bias", nn.Parameter(torch.empty(out_features)))
        nn.init.normal_(self.weight, mean=0.0, std=1.0 / in_features ** 0.5)
        nn.init.zeros_(self.bias)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)
