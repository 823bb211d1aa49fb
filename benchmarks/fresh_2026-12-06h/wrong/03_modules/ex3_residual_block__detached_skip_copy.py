# Mistake: "compared with the reference: the output, and the gradient of a weighted sum of it that reaches every parameter and `x`" — to be sure the input is never written to, the skip path works on x.detach().clone(); the output is right, but the skip path's gradient (the identity's, or proj.weight.T's) never reaches an x that requires grad.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        skip = self.proj(x.detach().clone())        # a private copy: the caller's x stays untouched
        return skip + self.fc2(torch.relu(self.fc1(x)))
