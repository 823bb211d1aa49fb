# Mistake: "a batch of size 0 or 1 keeps its dimension": the learner promotes 1-D inputs to a batch and then squeezes dimension 0 off every result, so x of shape (1, I) returns shape (O,) instead of (1, O).
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.dim() == 1:
            x = x.unsqueeze(0)
        out = x @ self.weight.T + self.bias
        return out.squeeze(0)
