# Right: keeps all four in-place operations but gives the harmful one a private copy: sigmoid's saved output is cloned before the in-place *= scale.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).clone()   # sigmoid keeps its own output for backward
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
