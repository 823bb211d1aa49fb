# Right: only the culprit changes: `g = g * self.scale` leaves sigmoid's saved output intact; the three harmless in-place ops (on proj's output, on the new product, and relu_ on it) stay, none touches x.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0                           # harmless: Linear's backward needs no output
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale                 # the fix: sigmoid's backward needs g as it was
        out = h * g
        out += x                           # harmless: writes into the new product, not into x
        return torch.relu_(out)
