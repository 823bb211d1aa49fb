# Right: the sigmoid's output is never written; scale is applied in place to the product h * g instead (mul saved h and g, not its own output), keeping three harmless in-place operations.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        out = h * g
        out *= self.scale
        out += x
        return torch.relu_(out)
