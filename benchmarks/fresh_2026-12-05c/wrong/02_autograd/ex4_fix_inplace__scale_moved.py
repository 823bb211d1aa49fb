# Mistake: "Also wrong: "fixing" the math (dropping or moving `scale`)" — applies scale after the residual sum, computing relu(((proj(x)+1)·sigmoid(gate(x)) + x)·scale)
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        out = h * g
        out += x
        out = out * self.scale
        return torch.relu_(out)
