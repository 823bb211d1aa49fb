# Diagnosis: registered-as-buffer
# Pitfall: register_buffer saves and moves the weight, but the optimizer never sees it.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.register_buffer("weight", torch.randn(out_features, in_features) / in_features ** 0.5)
        self.register_buffer("bias", torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
