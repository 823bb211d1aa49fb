# Right: the three submodules under the exact names (Identity or a bias-free Linear); forward adds out of place with torch.add (never into x), F.relu between fc1 and fc2; nn.Linear keeps any leading dimensions.
import torch.nn.functional as F


class ResidualBlock(nn.Module):
    def __init__(self, in_features, out_features, hidden):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if in_features == out_features:
            self.proj = nn.Identity()
        else:
            self.proj = nn.Linear(in_features, out_features, bias=False)

    def forward(self, x):
        return torch.add(self.proj(x), self.fc2(F.relu(self.fc1(x))))
