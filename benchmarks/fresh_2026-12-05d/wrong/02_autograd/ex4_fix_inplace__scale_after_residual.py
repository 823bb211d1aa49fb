# Mistake: "fixing the math (dropping or moving `scale`)" / "the output is the same as `GatedBlockBroken`'s" — to avoid touching g, scale is applied after the residual, giving relu(((proj(x) + 1) * sigmoid(gate(x)) + x) * scale): backward runs, but the output differs whenever scale is not all ones.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        out = h * g
        out += x
        out = out * self.scale
        return torch.relu_(out)
