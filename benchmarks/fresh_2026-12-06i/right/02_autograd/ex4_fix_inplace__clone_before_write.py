# Right: keeps all four in-place operations and clones the sigmoid's output before the in-place scaling, so the tensor sigmoid saved is never overwritten.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).clone()   # sigmoid's backward keeps its own output
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
