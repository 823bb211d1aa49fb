# Mistake: "compared with the reference: ... the gradient of a weighted sum of it that reaches every parameter and x": to keep nn.Identity from handing back the caller's tensor, the skip input is copied with x.detach().clone(), which cuts the skip path out of the graph, so a leaf x that requires grad gets only the branch's gradient (missing the identity/projection term).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(
            in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        skip = self.proj(x.detach().clone())   # a copy, so the caller's x is never touched
        return skip + self.fc2(torch.relu(self.fc1(x)))
