# Right: sigmoid's saved output is protected by cloning it before the in-place scale; the other in-place operations are harmless and stay.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).clone()
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
