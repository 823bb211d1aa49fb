# Mistake: "`.detach()` or `.data` on the overwritten tensor lets backward run, but the parameters behind it silently get ... a wrong one" — g.data *= scale hides the write from autograd: scale gets no gradient and the gate's gradient misses the scale factor
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g.data *= self.scale.data
        out = h * g
        out += x
        return torch.relu_(out)
